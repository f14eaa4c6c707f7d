class Program_weight_tensor_meta_tanh:
    name = "tanh"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0002723487605393797
    std = 0.15619188730817174
    data = None
    min_val = -0.5968537330627441
    max_val = 0.6279505491256714


class Program_weight_tensor_meta_mul_6:
    name = "mul_6"
    shape = [1, 128, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017779422663387334
    std = 0.09980839229826811
    data = None
    min_val = -0.4182111620903015
    max_val = 0.44656091928482056
