class Program_weight_tensor_meta_input_6:
    name = "input_6"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.2022239317005602e-09
    std = 2.982433278679296e-08
    data = None
    min_val = -2.0641478215566167e-07
    max_val = 1.7935877849595272e-07
