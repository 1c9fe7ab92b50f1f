/* Self-scheduling's part that My Application shows (the app passes it in). */
export { MyScheduling } from './components/MyScheduling';
