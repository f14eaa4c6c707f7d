class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 8, 256, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00011728671757249565
    std = 0.12806813417432358
    data = None
    min_val = -0.6535007953643799
    max_val = 0.5904603600502014


class Program_weight_tensor_meta_keys:
    name = "keys"
    shape = [1, 8, 256, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.786124542419337e-05
    std = 0.12831221067404408
    data = None
    min_val = -0.5660542845726013
    max_val = 0.599397599697113


class Program_weight_tensor_meta_values:
    name = "values"
    shape = [1, 8, 256, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 4.5511307139478596e-05
    std = 0.12808383356036349
    data = None
    min_val = -0.5480670928955078
    max_val = 0.5864706039428711
