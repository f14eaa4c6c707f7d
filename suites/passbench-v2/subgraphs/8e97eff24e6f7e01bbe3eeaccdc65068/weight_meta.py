class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 128, 4096]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002997074986779428
    std = 0.12804120827176865
    data = None
    min_val = -0.601008951663971
    max_val = 0.554175615310669
