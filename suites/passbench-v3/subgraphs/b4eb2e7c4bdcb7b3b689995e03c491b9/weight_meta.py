class Program_weight_tensor_meta_input_26:
    name = "input_26"
    shape = [1, 1029, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.7293493903883884e-35
    std = 9.497282305869489e-26
    data = None
    min_val = -5.104953603804471e-25
    max_val = 3.965102843871211e-25


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
    shape = [1, 300, 10]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.17601339098562796
    std = 0.8154690029812453
    data = None
    min_val = -4.007333278656006
    max_val = 4.0073370933532715
