class Program_weight_tensor_meta_linear_7:
    name = "linear_7"
    shape = [196, 8, 2304]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7526565261897275e-05
    std = 0.11077056237638673
    data = None
    min_val = -0.5400328040122986
    max_val = 0.5321750640869141
