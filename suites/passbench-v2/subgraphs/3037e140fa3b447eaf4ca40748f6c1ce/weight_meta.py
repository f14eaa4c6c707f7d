class Program_weight_tensor_meta_view_375:
    name = "view_375"
    shape = [1, 144, 32, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.369554180466382e-05
    std = 0.07474405024345811
    data = None
    min_val = -0.5295074582099915
    max_val = 0.5089921355247498


class Program_weight_tensor_meta_key_layer_22:
    name = "key_layer_22"
    shape = [1, 32, 144, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00010688446674918096
    std = 0.07517401894962354
    data = None
    min_val = -0.5157151818275452
    max_val = 0.5273120403289795
