class Program_weight_tensor_meta_x_se_27:
    name = "x_se_27"
    shape = [1, 1908, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.654780022423994e-17
    std = 4.9359288871623136e-14
    data = None
    min_val = -2.0622299169974906e-13
    max_val = 1.6737868415491602e-13


class Program_weight_tensor_meta_x_87:
    name = "x_87"
    shape = [1, 1908, 14, 14]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.329246224591668e-14
    std = 9.867286775187874e-13
    data = None
    min_val = -5.539336784404769e-12
    max_val = 8.018062776227186e-12
