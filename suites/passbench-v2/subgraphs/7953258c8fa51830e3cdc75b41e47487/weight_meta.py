class Program_weight_tensor_meta_permute_7:
    name = "permute_7"
    shape = [1, 128, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0005026469531844899
    std = 0.010171277027869177
    data = None
    min_val = -0.036138538271188736
    max_val = 0.029419753700494766
