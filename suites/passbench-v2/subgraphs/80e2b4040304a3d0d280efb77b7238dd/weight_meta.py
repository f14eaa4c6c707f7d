class Program_weight_tensor_meta_view_52:
    name = "view_52"
    shape = [1, 1024, 16, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.016623809015784655
    std = 0.19994981761742533
    data = None
    min_val = -0.8214057683944702
    max_val = 0.7098976373672485


class Program_weight_tensor_meta_values_34:
    name = "values_34"
    shape = [1, 1024, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.000271930070141195
    std = 0.18921911271133843
    data = None
    min_val = -0.6825862526893616
    max_val = 0.8243663907051086
