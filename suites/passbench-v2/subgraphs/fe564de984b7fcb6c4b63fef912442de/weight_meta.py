class Program_weight_tensor_meta_add_5:
    name = "add_5"
    shape = [1, 128, 16384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0021551548497324323
    std = 0.25925112654017235
    data = None
    min_val = -1.430476188659668
    max_val = 1.4104422330856323


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 128, 16384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0010654379735856533
    std = 0.12848932252594064
    data = None
    min_val = -0.6630907654762268
    max_val = 0.6549670100212097
