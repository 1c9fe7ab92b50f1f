/* The offers' part that My Application shows (the app passes it in). */
export { MyOffers } from './components/MyOffers';
