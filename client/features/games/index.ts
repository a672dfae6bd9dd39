/** What other features use of the games: the organizers' photo-challenge list for /admin. */
export { PhotoChallengesAdmin } from './components/PhotoChallengesAdmin';
