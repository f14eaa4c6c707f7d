class Program_weight_tensor_meta_linear_9:
    name = "linear_9"
    shape = [49, 4, 4, 576]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.000562065469715035
    std = 0.05559899238450401
    data = None
    min_val = -0.24608154594898224
    max_val = 0.25441232323646545
