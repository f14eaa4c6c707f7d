class Program_weight_tensor_meta_transpose_33:
    name = "transpose_33"
    shape = [1, 2, 2, 12, 12, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.0469066426028775e-11
    std = 0.5831543179519731
    data = None
    min_val = -4.23478364944458
    max_val = 4.205900192260742
