/*
 * The To-do app's parts that other features' pages show (the app passes them in): one module, so
 * that the app shell names one chunk for them rather than one per part.
 */
export { TasksCard, type TasksCardAbout } from './components/TasksCard';
