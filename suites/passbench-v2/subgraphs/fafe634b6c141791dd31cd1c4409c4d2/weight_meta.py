class Program_weight_tensor_meta_input_377:
    name = "input_377"
    shape = [1, 2064, 7, 7]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 2.5425868432992745e-32
    std = 7.802801694392517e-29
    data = None
    min_val = -4.827842221462203e-28
    max_val = 6.8472481386652455e-28
