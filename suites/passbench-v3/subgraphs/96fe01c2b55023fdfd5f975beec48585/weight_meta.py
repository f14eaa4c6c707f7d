class Program_weight_tensor_meta_running_mean_79:
    name = "running_mean_79"
    shape = [1, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_scale_79:
    name = "scale_79"
    shape = [1, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.9999949336051941
    std = 0.0
    data = None
    min_val = 0.9999949336051941
    max_val = 0.9999949336051941


class Program_weight_tensor_meta_bias_158:
    name = "bias_158"
    shape = [1, 2048, 1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_hidden_state_218:
    name = "hidden_state_218"
    shape = [1, 2048, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.985814229626481e-24
    std = 3.3401087313907306e-22
    data = None
    min_val = -1.2119926671619038e-21
    max_val = 1.487972814954216e-21
