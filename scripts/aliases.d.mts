export declare const sourceAliases: { find: RegExp; replacement: string }[];
