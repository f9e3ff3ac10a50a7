// Paths within a body, as changes and consumers write them: `items[].title`, "" for the whole body.
export const propertyPath = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);
export const itemsPath = (path: string): string => `${path}[]`;
/** Another property of an object that has any, as a record's values are. */
export const otherPropertiesPath = (path: string): string => propertyPath(path, '*');
