class Program_weight_tensor_meta_input_ids:
    name = "input_ids"
    shape = [1, 77]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1253
    max_val = 47360


class Program_weight_tensor_meta_last_hidden_state_1:
    name = "last_hidden_state_1"
    shape = [1, 77, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.708408060819274e-10
    std = 0.9933465297871333
    data = None
    min_val = -3.629983425140381
    max_val = 4.435348033905029


class Program_weight_tensor_meta_arange_4:
    name = "arange_4"
    shape = [1]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0]
