class Program_weight_tensor_meta_add_10:
    name = "add_10"
    shape = [1, 512, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.06620665586894858
    std = 0.1104931683745231
    data = None
    min_val = -0.6258813738822937
    max_val = 0.47510504722595215


class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 512, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.03304283692316309
    std = 0.05512398850110558
    data = None
    min_val = -0.30772852897644043
    max_val = 0.2352246344089508
