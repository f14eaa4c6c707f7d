class Program_weight_tensor_meta_quantized_representation_2:
    name = "quantized_representation_2"
    shape = [1, 1024, 31]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.6219250898550173e-07
    std = 4.670714742312718e-05
    data = None
    min_val = -0.0002014572819462046
    max_val = 0.00020362998475320637


class Program_weight_tensor_meta_getitem_2:
    name = "getitem_2"
    shape = [1, 1, 1]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = [True]
