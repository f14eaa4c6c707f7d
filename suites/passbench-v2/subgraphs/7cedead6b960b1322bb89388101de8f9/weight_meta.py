class Program_weight_tensor_meta_linear_18:
    name = "linear_18"
    shape = [25, 14, 14, 1152]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00023168570744470042
    std = 0.07162745312047097
    data = None
    min_val = -0.40162044763565063
    max_val = 0.4142882227897644
