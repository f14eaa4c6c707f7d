class Program_weight_tensor_meta_x_12:
    name = "x_12"
    shape = [1, 197, 1536]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0011826044201758256
    std = 0.07840539360169378
    data = None
    min_val = -0.3964116871356964
    max_val = 0.3732110857963562
