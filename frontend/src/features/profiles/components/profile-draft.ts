import type { Schemas } from '@/lib/api/types';
import type { Profile } from '../api/get-profile';
import type { ProfileInput } from '../api/save-profile';

/** The form's copy of a profile: every text is a string, empty meaning "not given". */
export interface EducationDraft {
  institution: string;
  degree: string;
  field: string;
  startDate: string;
  endDate: string;
}

export interface ExperienceDraft {
  company: string;
  title: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}

export interface ProfileDraft {
  fullName: string;
  phone: string;
  birthDate: string;
  address: string;
  city: string;
  country: string;
  headline: string;
  summary: string;
  skills: string[];
  education: EducationDraft[];
  experience: ExperienceDraft[];
}

export const emptyEducation: EducationDraft = {
  institution: '',
  degree: '',
  field: '',
  startDate: '',
  endDate: '',
};

export const emptyExperience: ExperienceDraft = {
  company: '',
  title: '',
  location: '',
  startDate: '',
  endDate: '',
  current: false,
  description: '',
};

const text = (value: string | null | undefined) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function toDraft(profile: Profile | null, fallbackName: string): ProfileDraft {
  return {
    fullName: profile?.fullName ?? fallbackName,
    phone: text(profile?.phone),
    birthDate: text(profile?.birthDate),
    address: text(profile?.address),
    city: text(profile?.city),
    country: text(profile?.country),
    headline: text(profile?.headline),
    summary: text(profile?.summary),
    skills: profile?.skills ?? [],
    education: (profile?.education ?? []).map((entry: Schemas['Education']) => ({
      institution: entry.institution,
      degree: text(entry.degree),
      field: text(entry.field),
      startDate: text(entry.startDate),
      endDate: text(entry.endDate),
    })),
    experience: (profile?.experience ?? []).map((entry: Schemas['Experience']) => ({
      company: entry.company,
      title: entry.title,
      location: text(entry.location),
      startDate: text(entry.startDate),
      endDate: text(entry.endDate),
      current: entry.current ?? false,
      description: text(entry.description),
    })),
  };
}

export function toInput(draft: ProfileDraft): ProfileInput {
  return {
    fullName: draft.fullName.trim(),
    phone: orNull(draft.phone),
    birthDate: orNull(draft.birthDate),
    address: orNull(draft.address),
    city: orNull(draft.city),
    country: orNull(draft.country),
    headline: orNull(draft.headline),
    summary: orNull(draft.summary),
    skills: draft.skills,
    education: draft.education.map((entry) => ({
      institution: entry.institution.trim(),
      degree: orNull(entry.degree),
      field: orNull(entry.field),
      startDate: orNull(entry.startDate),
      endDate: orNull(entry.endDate),
    })),
    experience: draft.experience.map((entry) => ({
      company: entry.company.trim(),
      title: entry.title.trim(),
      location: orNull(entry.location),
      startDate: orNull(entry.startDate),
      endDate: entry.current ? null : orNull(entry.endDate),
      current: entry.current,
      description: orNull(entry.description),
    })),
  };
}
