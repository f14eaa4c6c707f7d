class Program_weight_tensor_meta_x_15:
    name = "x_15"
    shape = [1, 768, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003216896818199547
    std = 0.07833154500495845
    data = None
    min_val = -0.3436049520969391
    max_val = 0.3577190637588501


class Program_weight_tensor_meta_key_20:
    name = "key_20"
    shape = [1, 196, 8, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006911127433105378
    std = 0.07856493361556913
    data = None
    min_val = -0.34951576590538025
    max_val = 0.35454538464546204


class Program_weight_tensor_meta_value_20:
    name = "value_20"
    shape = [1, 196, 8, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0010821260804175985
    std = 0.07833950093334167
    data = None
    min_val = -0.344503790140152
    max_val = 0.36628299951553345
