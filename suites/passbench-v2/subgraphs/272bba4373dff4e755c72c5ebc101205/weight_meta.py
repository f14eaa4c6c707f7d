class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.663755431265792e-05
    std = 0.11064244432502583
    data = None
    min_val = -0.47167909145355225
    max_val = 0.5080641508102417


class Program_weight_tensor_meta_transpose_4:
    name = "transpose_4"
    shape = [1, 12, 64, 197]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00012170418374977576
    std = 0.11067330094883647
    data = None
    min_val = -0.49911561608314514
    max_val = 0.45360180735588074
