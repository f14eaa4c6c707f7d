class Program_weight_tensor_meta_view_11:
    name = "view_11"
    shape = [12, 24, 24]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0416666679084301
    std = 0.0
    data = None
    min_val = 0.0416666679084301
    max_val = 0.0416666679084301


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [12, 24, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.715355454054562e-13
    std = 1.0850280657696011e-10
    data = None
    min_val = -4.546856502418706e-10
    max_val = 4.717732315917544e-10
