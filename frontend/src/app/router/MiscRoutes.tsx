import { AlertTriangle, Clock, Compass, Lock, Tool } from 'react-feather';
import { MiscPage } from './MiscPage';

export function NotAuthorizedRoute() {
  return <MiscPage icon={Lock} title="misc.notAuthorized.title" text="misc.notAuthorized.text" />;
}

export function NotFoundRoute() {
  return <MiscPage icon={Compass} title="misc.notFound.title" text="misc.notFound.text" />;
}

export function ServerErrorRoute() {
  return (
    <MiscPage icon={AlertTriangle} title="misc.serverError.title" text="misc.serverError.text" />
  );
}

export function MaintenanceRoute() {
  return (
    <MiscPage
      icon={Tool}
      title="misc.maintenance.title"
      text="misc.maintenance.text"
      showHomeLink={false}
    />
  );
}

export function ComingSoonRoute() {
  return <MiscPage icon={Clock} title="misc.comingSoon.title" text="misc.comingSoon.text" />;
}
