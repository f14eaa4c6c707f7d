class Program_weight_tensor_meta_x_76:
    name = "x_76"
    shape = [1, 1536, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0008661544615393006
    std = 0.0780585131026744
    data = None
    min_val = -0.34561967849731445
    max_val = 0.3653291165828705
