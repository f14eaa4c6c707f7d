class Program_weight_tensor_meta_cls_token_2:
    name = "cls_token_2"
    shape = [96, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.766510432370005e-05
    std = 0.007761180211003762
    data = None
    min_val = -0.029028670862317085
    max_val = 0.02456875704228878


class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [96, 197, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 7.756882544747342e-05
    std = 0.007761411433490693
    data = None
    min_val = -0.029053492471575737
    max_val = 0.024593640118837357
