package main

// lowlands are outlines of the plains: the Roman Campagna and the Tiber
// valley, the Pontine plain, the Campanian plain round Naples and Capua,
// the Sele plain behind the Salerno beaches, the Tavoliere, the Metaponto
// and Sibari plains.
var lowlands = [][]ll{
	{{42.15, 11.95}, {42.15, 12.45}, {42.0, 12.70}, {41.82, 12.66}, {41.62, 12.60}, {41.45, 12.66}, {41.60, 12.30}, {41.90, 12.00}},
	{{42.55, 12.40}, {42.55, 12.60}, {42.15, 12.68}, {42.15, 12.45}},
	{{41.62, 12.68}, {41.52, 12.98}, {41.33, 13.22}, {41.27, 13.27}, {41.22, 13.05}, {41.42, 12.68}},
	{{41.22, 13.85}, {41.16, 14.20}, {41.06, 14.36}, {40.95, 14.55}, {40.82, 14.62}, {40.72, 14.58}, {40.76, 14.45}, {40.84, 14.28}, {40.90, 14.08}, {41.05, 13.90}},
	{{40.70, 14.80}, {40.63, 15.02}, {40.55, 15.12}, {40.44, 15.06}, {40.40, 14.99}, {40.55, 14.88}, {40.64, 14.80}},
	{{41.78, 15.10}, {41.75, 15.55}, {41.60, 15.86}, {41.45, 16.10}, {41.30, 16.12}, {41.22, 15.85}, {41.32, 15.45}, {41.55, 15.20}},
	{{40.62, 16.40}, {40.50, 16.90}, {40.30, 16.90}, {40.15, 16.65}, {40.35, 16.45}},
	{{39.86, 16.20}, {39.82, 16.56}, {39.60, 16.62}, {39.60, 16.30}},
}

// valleys are lines of flat valley floor a hex wide: the Sacco and Liri
// (the Via Casilina to Cassino), the Volturno from Venafro to Capua and the
// Calore to Benevento, the Vallo di Diano, the Fucino, L'Aquila and
// Sulmona basins, the Pescara valley, the Adriatic shore from Pescara to
// the Fortore, the Apulian shore to Bari, the Basento and the Crati.
var valleys = [][]ll{
	{{41.78, 12.90}, {41.70, 13.10}, {41.64, 13.34}, {41.55, 13.52}, {41.49, 13.70}, {41.48, 13.82}},
	{{41.48, 14.06}, {41.38, 14.15}, {41.33, 14.33}, {41.21, 14.46}, {41.17, 14.60}, {41.13, 14.78}},
	{{40.55, 15.50}, {40.30, 15.65}},
	{{42.00, 13.50}, {42.02, 13.62}},
	{{42.35, 13.35}, {42.30, 13.50}},
	{{42.05, 13.93}, {42.17, 13.83}, {42.35, 14.05}, {42.46, 14.21}},
	{{42.40, 14.30}, {42.15, 14.66}, {41.96, 15.05}, {41.85, 15.25}},
	{{41.27, 16.30}, {41.10, 16.80}},
	{{40.60, 15.90}, {40.45, 16.25}, {40.36, 16.70}},
	{{39.60, 16.30}, {39.35, 16.25}},
}

// marshes: the Volturno mouth and Lago di Patria, the Pontine coastal
// lagoons, the Salpi marshes and the Lesina and Varano lagoons.
var marshes = []ll{
	{41.04, 13.99}, {40.93, 14.04}, {41.33, 12.93}, {41.40, 16.03}, {41.89, 15.45}, {41.90, 15.75},
}

// summits are the massifs no ground unit crosses: Gran Sasso, Velino,
// Terminillo, Maiella, the Simbruini and Ernici, the Mainarde, the Matese,
// the Picentini, the Alburni, Monte Cervati, Monte Vulture, the Pollino and
// the Sila.
var summits = []ll{
	{42.45, 13.60}, {42.15, 13.38}, {42.47, 12.98}, {42.08, 14.10}, {41.90, 13.25},
	{41.80, 13.48}, {41.64, 13.98}, {41.43, 14.38}, {40.78, 15.08}, {40.52, 15.35},
	{40.28, 15.48}, {40.95, 15.63}, {39.92, 16.18}, {39.30, 16.55},
}
