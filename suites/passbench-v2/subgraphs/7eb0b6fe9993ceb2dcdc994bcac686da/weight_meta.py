class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 21, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0456746902184369
    std = 0.2542435394904832
    data = None
    min_val = -1.070390224456787
    max_val = 0.952211320400238
