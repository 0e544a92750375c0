/** 'must be 1 or more' under its field reads 'Must be 1 or more': the label says whose message it is. */
export const fieldMessage = (message: string | undefined) => (message ? message.charAt(0).toUpperCase() + message.slice(1) : undefined)
