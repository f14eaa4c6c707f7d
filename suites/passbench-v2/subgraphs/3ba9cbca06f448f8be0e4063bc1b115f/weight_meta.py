class Program_weight_tensor_meta_view_1:
    name = "view_1"
    shape = [1, 197, 6, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.406768040266282e-05
    std = 0.07715859084580469
    data = None
    min_val = -0.32202020287513733
    max_val = 0.3608936071395874


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 197, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002070267498465595
    std = 0.07765071051427125
    data = None
    min_val = -0.31490153074264526
    max_val = 0.3106870651245117
