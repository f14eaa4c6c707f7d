class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 14, 14, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.696534581789382e-05
    std = 0.11080815572002854
    data = None
    min_val = -0.575217604637146
    max_val = 0.536419689655304
