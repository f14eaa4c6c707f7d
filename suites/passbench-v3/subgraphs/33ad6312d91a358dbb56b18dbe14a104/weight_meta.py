class Program_weight_tensor_meta_input_29:
    name = "input_29"
    shape = [1, 1029, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.370889294374955e-27
    std = 2.1633825577297286e-17
    data = None
    min_val = -9.510966358271055e-17
    max_val = 1.1233865783699784e-16


class Program_weight_tensor_meta_repeat_2:
    name = "repeat_2"
    shape = [1, 300, 256]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 0
    max_val = 299


class Program_weight_tensor_meta_reference_points_unact:
    name = "reference_points_unact"
    shape = [1, 300, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9122528105167051
    std = 1.54902794611825
    data = None
    min_val = -4.007333278656006
    max_val = 4.0073370933532715
