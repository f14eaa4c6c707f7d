class Program_weight_tensor_meta_transpose_4:
    name = "transpose_4"
    shape = [1, 17, 12, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.002573445530304873
    std = 0.06911594243374129
    data = None
    min_val = -0.25082337856292725
    max_val = 0.202989861369133
