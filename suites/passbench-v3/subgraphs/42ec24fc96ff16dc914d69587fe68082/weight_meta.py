class Program_weight_tensor_meta_q:
    name = "q"
    shape = [1, 6, 197, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00011900287537174232
    std = 0.07746417704554405
    data = None
    min_val = -0.3547836244106293
    max_val = 0.394397497177124


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 6, 197, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.121839634753473e-05
    std = 0.07715859263355843
    data = None
    min_val = -0.32188937067985535
    max_val = 0.3740842938423157


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 6, 197, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0002070267498465595
    std = 0.07765071051427125
    data = None
    min_val = -0.31490153074264526
    max_val = 0.3106870651245117
