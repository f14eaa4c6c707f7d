class Program_weight_tensor_meta_scale_3:
    name = "scale_3"
    shape = [1, 384, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.038087908396846615
    std = 0.014326345257216253
    data = None
    min_val = -0.0024728067219257355
    max_val = 0.07693693041801453


class Program_weight_tensor_meta_input_91:
    name = "input_91"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.050019740165832
    std = 1.2352995343348208
    data = None
    min_val = -0.2665640711784363
    max_val = 14.621967315673828
