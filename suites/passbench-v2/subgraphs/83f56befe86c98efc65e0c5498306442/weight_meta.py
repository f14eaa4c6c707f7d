class Program_weight_tensor_meta_cls_token_2:
    name = "cls_token_2"
    shape = [8, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.2904952684100514e-06
    std = 0.0008571669846510539
    data = None
    min_val = -0.0031778777483850718
    max_val = 0.003117759246379137


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [8, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6455929539799048e-06
    std = 0.0008568135122088128
    data = None
    min_val = -0.0031897902954369783
    max_val = 0.003155187238007784
