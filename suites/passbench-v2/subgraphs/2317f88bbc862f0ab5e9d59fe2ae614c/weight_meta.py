class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 34, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.06587240793920929
    std = 0.296659350660314
    data = None
    min_val = -1.2858678102493286
    max_val = 1.2929660081863403
