class Program_weight_tensor_meta_x_gate:
    name = "x_gate"
    shape = [1, 576, 5632]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_x_12:
    name = "x_12"
    shape = [1, 576, 5632]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00013350268824637487
    std = 0.1809062720998231
    data = None
    min_val = -0.8870162963867188
    max_val = 0.8960628509521484
