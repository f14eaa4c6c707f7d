class Program_weight_tensor_meta_act:
    name = "act"
    shape = [2, 16, 32, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.01766072567195126
    std = 0.03032066370749
    data = None
    min_val = 0.0
    max_val = 0.12744151055812836
