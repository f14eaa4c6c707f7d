class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 36, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.08414428559856585
    std = 0.34563523277033953
    data = None
    min_val = -1.5334105491638184
    max_val = 1.5014177560806274
