class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 38, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.055103916933316406
    std = 0.24969263003891445
    data = None
    min_val = -1.2323110103607178
    max_val = 1.0170270204544067
