class Program_weight_tensor_meta_query_66:
    name = "query_66"
    shape = [1, 8, 8, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3840300285838936e-05
    std = 0.000285178464189098
    data = None
    min_val = -0.0009566009393893182
    max_val = 0.0010195220820605755


class Program_weight_tensor_meta_key_66:
    name = "key_66"
    shape = [1, 8, 5184, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.014302263778169925
    std = 0.046132640827501
    data = None
    min_val = -0.20576931536197662
    max_val = 0.1388736069202423


class Program_weight_tensor_meta_value_33:
    name = "value_33"
    shape = [1, 8, 5184, 16]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.907324405644498e-06
    std = 0.0015919903812918043
    data = None
    min_val = -0.007155780680477619
    max_val = 0.007871750742197037
