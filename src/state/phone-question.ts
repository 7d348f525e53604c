// The nights on which this phone's player said "Not now" to "Whose phone is this?": asked once, and
// not again on that night (the answer stays one tap away in the live panel). Kept in local storage,
// the latest few nights only: a night long over needs no mark.
const KEY = 'tai-table:phone-question-closed';
const KEPT = 20;

function closedNights(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch (error) {
    // Unreadable (refused storage, or not what this app wrote): asked again, which is harmless.
    console.warn('Whose phone: the nights already asked could not be read:', error);
    return [];
  }
}

/** Whether "Whose phone is this?" was closed on this night. */
export const phoneQuestionClosed = (nightId: string): boolean => closedNights().includes(nightId);

/** Notes that the question was closed on this night; false when storage refused (it is asked again next time). */
export function closePhoneQuestion(nightId: string): boolean {
  const nights = [...closedNights().filter((id) => id !== nightId), nightId].slice(-KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(nights));
    return true;
  } catch (error) {
    console.warn('Whose phone: could not note that the question was closed:', error);
    return false;
  }
}
