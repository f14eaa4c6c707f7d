class Program_weight_tensor_meta_linear_43:
    name = "linear_43"
    shape = [1, 14, 14, 2304]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0006983095018493636
    std = 0.07841250891166417
    data = None
    min_val = -0.34951576590538025
    max_val = 0.36628299951553345
