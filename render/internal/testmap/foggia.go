package testmap

import "frontline/game/board"

// Foggia is a small hand-laid map in the shape of the Foggia–Bari country
// with one of everything the renderer draws. It stands in for the shipped
// map in tests that must not depend on its exact contents.
func Foggia() *board.Map { return FoggiaSpec().Map() }

// FoggiaSpec is the spec behind Foggia.
func FoggiaSpec() *Spec {
	return &Spec{
		ID: "test-foggia", Name: "Foggia test map", Width: 20, Height: 13,
		Terrain: AutoCoast([]string{
			"SPPSSMMXMMSSSSSSSSSS",
			"PPWWPMXMMMMSSSSSSSSS",
			"PPPPPMMMMMSSSSSSSSSS",
			"MPPPPPPPPSSSSSSSSSSS",
			"MMPPPPPWWWSSSSSSSSSS",
			"XMPPPPPWWWWSSSSSSSSS",
			"MMPPPPPPPWWWSSSSSSSS",
			"XMMPPPPPPPPPPSSSSSSS",
			"MMMPPPPPPPPPPPSSSSSS",
			"XMMMPPPPPPPPPPPPSSSS",
			"MMMMPPPPMPPPPPPPPSSS",
			"XMMMMPPMMMMPPPPPPPPP",
			"MXMMMMMMMMMMPPPPPPPP",
		}, false),
		Rivers: []Feature{
			{Name: "Ofanto", Via: []string{"0612", "0911", "1210", "1409"}},
			{Name: "Cervaro", Via: []string{"0208", "0507", "0806"}},
			{Name: "Candelaro", Via: []string{"0303", "0604", "0805"}},
		},
		Roads: []Feature{
			{Name: "Via Adriatica", Via: []string{"0403", "0606", "1010", "1409", "1610", "1711", "1812", "1912"}},
			{Name: "Foggia–Manfredonia", Via: []string{"0706", "0904"}},
			{Name: "Foggia–Lucera", Via: []string{"0606", "0306", "0208"}},
			{Name: "Canosa road", Via: []string{"1010", "1111", "1213"}},
			{Name: "Bari inland", Via: []string{"1912", "1713"}},
		},
		Cities: []City{
			{Name: "Foggia", Hexes: []string{"0606", "0706"}, Size: "large", Key: true},
			{Name: "Manfredonia", Hexes: []string{"0904"}, Size: "small", Key: true, Port: true},
			{Name: "Bari", Hexes: []string{"1912", "2012"}, Size: "large", Key: true, Port: true},
			{Name: "Barletta", Hexes: []string{"1409"}, Size: "small", Port: true},
			{Name: "Trani", Hexes: []string{"1610"}, Size: "town", Port: true},
			{Name: "Molfetta", Hexes: []string{"1711"}, Size: "town"},
			{Name: "Cerignola", Hexes: []string{"1010"}, Size: "small"},
			{Name: "Lucera", Hexes: []string{"0306"}, Size: "town"},
			{Name: "San Severo", Hexes: []string{"0403"}, Size: "small", Key: true},
			{Name: "Canosa", Hexes: []string{"1111"}, Size: "town"},
			{Name: "Monte Sant'Angelo", Hexes: []string{"0802"}, Size: "town"},
		},
		Airfields: []Place{{Name: "Amendola", Hex: "0705"}, {Name: "Foggia Main", Hex: "0507"}},
		Labels: []Label{
			{Text: "Adriatic Sea", Hex: "1604", Kind: "sea"},
			{Text: "Gulf of Manfredonia", Hex: "1106", Kind: "sea"},
			{Text: "Gargano", Hex: "0702", Kind: "mountain"},
			{Text: "Tavoliere", Hex: "0409", Kind: "region"},
			{Text: "Murge", Hex: "1513", Kind: "region"},
		},
		NoLanding: []string{"1002", "1003", "1102"},
		Collapsed: []string{"1111-1112"},
	}
}
